/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The service's base URL. */
  readonly VITE_API_URL: string
  /** `1` in a demo build (.env.demo): the mock ships inside it. */
  readonly VITE_MOCK?: string
}
