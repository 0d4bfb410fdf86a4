/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The service's base URL. */
  readonly VITE_API_URL: string
}
