// Placeholder until the embedded backend's msw adapter lands (mock/msw).
import { setupServer } from 'msw/node'

export const mswServer = setupServer()
export function resetMockBackend(): void {}
