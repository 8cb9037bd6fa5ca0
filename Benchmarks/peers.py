"""The peer that `Benchmarks/run --peers` measures beside EndpointGen (issue 17, point 4):
openapi-generator's `swift6` generator, from PyPI's `openapi-generator-cli` (which ships the
generator's jar) run by a Java runtime (Debian's `default-jre-headless`).

Both are installed on first use, and only then: Java with apt-get when no `java` is on the
PATH, the jar with pip into ~/.cache/endpointgen-benchmarks (not into any Python environment).
The peer is run as `java -jar openapi-generator.jar generate -g swift6` with its documentation
and test stubs turned off (less work for it than its default), so the ratios are conservative.
"""
import os
import shutil
import subprocess
import sys

VERSION = "7.26.0"
CACHE = os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "endpointgen-benchmarks")
GLOBAL_PROPERTIES = "apiDocs=false,modelDocs=false,apiTests=false,modelTests=false"


def log(message):
    print(message, file=sys.stderr, flush=True)


def install():
    """Installs Java and the generator's jar when missing; returns the jar's path."""
    if shutil.which("java") is None:
        log("peers: installing Debian's default-jre-headless")
        sudo = [] if os.geteuid() == 0 else ["sudo"]
        subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", "default-jre-headless"], check=True,
                       stdout=subprocess.DEVNULL, env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    folder = os.path.join(CACHE, f"openapi-generator-cli-{VERSION}")
    jar = os.path.join(folder, "openapi_generator_cli", "openapi-generator.jar")
    if not os.path.exists(jar):
        log(f"peers: installing openapi-generator-cli {VERSION} from PyPI into {folder}")
        shutil.rmtree(folder, ignore_errors=True)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                        "--root-user-action=ignore", "--no-deps", "--target", folder, f"openapi-generator-cli=={VERSION}"], check=True)
    return jar


def command(jar, spec, output):
    """The peer's generation of one document into an output folder."""
    return ["java", "-jar", jar, "generate", "-g", "swift6", "-i", spec, "-o", output,
            "--global-property", GLOBAL_PROPERTIES]


def first_error(text):
    """The first line of the peer's output that reports a problem, shortened."""
    for line in text.splitlines():
        if any(word in line for word in ("Exception", "ERROR", "error:", "Error")):
            return line.strip()[:110]
    return text.strip().splitlines()[-1][:110] if text.strip() else "no output"


def swift_files(folder):
    return sum(1 for _, _, files in os.walk(folder) for name in files if name.endswith(".swift"))
