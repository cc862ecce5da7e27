"""An installed bodoge runs without the source tree: the wheel carries the code, the art and the fonts.

The wheel is built from a copy of the project with the dev environment's setuptools (no build isolation:
nothing is downloaded), installed without dependencies into a fresh venv, and run from a folder outside
the source tree. The dependencies come from the dev environment's site-packages on PYTHONPATH, which holds
no copy of bodoge (the dev install is editable, and .pth files on PYTHONPATH are not read).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROJECT_FILES = ("pyproject.toml", "setup.py", "README.md", "engine", "client", "art")


def run(cmd: list[str], cwd: Path | None = None, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, check=False, cwd=cwd, env=env)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("src")
    for name in PROJECT_FILES:  # a copy, so the build leaves no build/ or egg-info in the work tree
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            shutil.copy2(path, src / name)
    dist = tmp_path_factory.mktemp("dist")
    done = run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                "--wheel-dir", str(dist), str(src)])
    assert done.returncode == 0, done.stderr
    (found,) = dist.glob("bodoge-*.whl")
    return found


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    venv = tmp_path_factory.mktemp("venv")
    done = run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    assert done.returncode == 0, done.stderr
    done = run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install", "--quiet",
                "--no-deps", "--no-index", str(wheel)])
    assert done.returncode == 0, done.stderr
    return venv


def fresh_env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["PYTHONPATH"] = sysconfig.get_paths()["purelib"]  # the dependencies, not bodoge
    env["BODOGE_DATA_DIR"] = str(tmp / "data")
    return env


def test_the_wheel_carries_the_art_and_fonts_but_not_the_art_tools(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "client/art/fonts/NotoSansJP-Regular-subset.otf" in names
    assert "client/art/fonts/OFL.txt" in names  # the fonts' licence travels with them
    assert "client/art/maps/ra_table_4.tmx" in names and "client/art/maps/lg_hexes.tsx" in names
    assert "engine/games/la_granja/data/cards.toml" in names
    source_svgs = {f"client/art/{p.relative_to(ROOT / 'art')}" for p in (ROOT / "art").rglob("*.svg")}
    assert source_svgs <= names
    assert not any(n.startswith("client/art/tools/") or "__pycache__" in n for n in names)
    assert "engine/tools/fit.py" in names  # `python -m engine fit` ships; the art generators do not


def test_bodoge_runs_from_the_install_outside_the_source_tree(installed: Path, tmp_path: Path) -> None:
    env = fresh_env(tmp_path)
    python, bodoge = installed / "bin" / "python", installed / "bin" / "bodoge"
    where = run([str(python), "-c", "import client, client.paths, engine; "
                 "print(client.__file__); print(client.paths.ART_DIR); print(engine.__file__)"],
                cwd=tmp_path, env=env)
    assert where.returncode == 0, where.stderr
    for line in where.stdout.split():
        assert Path(line).resolve().is_relative_to(installed.resolve()), line
        assert not Path(line).resolve().is_relative_to(ROOT), line

    title = run([str(bodoge), "--headless", "--frames", "30"], cwd=tmp_path, env=env)
    assert title.returncode == 0, title.stderr
    # A table reads the Tiled maps and rasterizes the SVGs through their relative paths
    shot = tmp_path / "ra.png"
    table = run([str(bodoge), "--headless", "--frames", "30", "--game", "ra", "--players", "2",
                 "--seats", "human,human", "--screenshot", str(shot)], cwd=tmp_path, env=env)
    assert table.returncode == 0, table.stderr
    assert shot.stat().st_size > 10_000


def test_building_says_nothing_about_the_licence(tmp_path: Path) -> None:
    """The first `make play` printed pages of setuptools warnings about the licence
    field. The metadata build (what every install runs) must not warn about it."""
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    for pkg in ("engine", "client"):  # packages only need to exist for find_namespace_packages
        (src / pkg).mkdir()
        (src / pkg / "__init__.py").write_text("")
    (src / "art").mkdir()
    out = tmp_path / "meta"
    out.mkdir()
    code = ("import warnings; warnings.simplefilter('always'); from setuptools import build_meta; "
            f"build_meta.prepare_metadata_for_build_wheel({str(out)!r})")
    done = run([sys.executable, "-W", "always", "-c", code], cwd=src)
    assert done.returncode == 0, done.stderr
    text = (done.stdout + done.stderr).lower()
    assert "licen" not in text.replace("license-file", ""), text[-2000:]
    (meta,) = out.glob("*.dist-info")
    assert "License-Expression: MIT" in (meta / "METADATA").read_text()
