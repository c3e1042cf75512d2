import { defineConfig } from 'vitest/config'

// One run over every workspace. Integration tests each create their own database and Redis key
// prefix, so files run in parallel safely.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'services', include: ['services/*/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] },
      },
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'] } },
    ],
  },
})
