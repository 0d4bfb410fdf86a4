# Sourced, not run: a Node.js of another version, from the npm registry, first on PATH.
#
#   node_from_registry DIR VERSION
#
# installs the node-<platform>-<arch> package at VERSION (a major or an exact version: 22, 24,
# 22.12.0) into DIR (the binary itself, no install script) and puts its bin folder first on PATH,
# so that npm, npx and every child process of the caller run on it. DIR is the caller's to remove.
node_from_registry() {
  local dir=$1 version=$2 package
  package="node-$(node -p 'process.platform + "-" + process.arch')@$version"
  declare -F step >/dev/null && step "Node from the npm registry: $package"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$package" >&2
  export PATH="$dir/node_modules/.bin:$PATH"
}
