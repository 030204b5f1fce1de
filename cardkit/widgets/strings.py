"""The widgets' own texts (the tutorial stepper's) in English and French; the play widget shows the
table's (``cardkit/session/strings.py``)."""

EN = {
    "stepper.position": "Step {n} of {count}",
    "stepper.slider": "Step",
    "stepper.prev": "◀ Previous",
    "stepper.next": "Next ▶",
    "stepper.plain": "{title}: {count} {count|step|steps}",
}

FR = {
    "stepper.position": "Étape {n} sur {count}",
    "stepper.slider": "Étape",
    "stepper.prev": "◀ Précédente",
    "stepper.next": "Suivante ▶",
    "stepper.plain": "{title} : {count} {count|étape|étapes}",
}

CATALOGS = {"en": EN, "fr": FR}
