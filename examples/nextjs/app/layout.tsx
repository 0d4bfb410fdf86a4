import type { ReactNode } from 'react'
import { MockProvider } from './mock-provider'

export const metadata = { title: 'Teams' }

export default function RootLayout({ children }: { children: ReactNode }): ReactNode {
  return (
    <html lang="en">
      <body>
        <MockProvider>{children}</MockProvider>
      </body>
    </html>
  )
}
