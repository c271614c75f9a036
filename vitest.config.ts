import { defineConfig } from 'vitest/config';

const nodeMajor = Number(process.versions.node.split('.')[0]);

// Three projects: pure logic (fast), API against a real PostgreSQL (one database per file), web components.
export default defineConfig({
  test: {
    // Every project two files at a time: vitest's default of one fewer than the cores is one worker on the two-core
    // machines the suite runs on (unit and web together 160 -> 117 s there).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          // Pure functions: a worker keeps the modules from one file to the next (no file mocks a module or changes
          // process.env; the one with fake timers gives them back after each test). 36 -> 21 s alone on two cores.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // Two cores: two files at a time, each on its own database.
          maxWorkers: 2,
          // A worker keeps the server's modules from one file to the next instead of importing them again for each
          // (148 s of the run's import time -> 13 s). Nothing is shared through them: each file builds its own app on
          // its own database, and no file mocks a module or changes process.env.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Node 25 and newer have a localStorage of their own (undefined without --localstorage-file), which
          // would hide happy-dom's from the components. (Node 20 does not know the flag.)
          execArgv: nodeMajor >= 25 ? ['--no-experimental-webstorage'] : [],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
