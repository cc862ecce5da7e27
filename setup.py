"""Only what pyproject.toml cannot say: which packages make up bodoge.

The packages under engine/, client/ and server/ (`bodoge serve`, pygame-free) are found (a new game is a new package and needs no line here),
and the top-level art/ folder is added as the package `client.art` (pyproject.toml maps it and names its
data files), so the art travels with an installed bodoge.
"""
from setuptools import find_namespace_packages, setup

setup(packages=[*find_namespace_packages(include=["engine", "engine.*", "client", "client.*", "server", "server.*"]), "client.art"])
