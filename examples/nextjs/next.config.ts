import type { NextConfig } from 'next'

const config: NextConfig = {
  // This folder is its own project, inside a repository that has its own lockfile.
  turbopack: { root: import.meta.dirname },
}

export default config
