"""cardkit: Jupyter widgets for teaching, playing and exploring Ipso, Rummy 500 (JoyPip) and House of Suits."""
__version__ = "0.1.0"
