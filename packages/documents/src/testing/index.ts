// '@vasiyat/documents/testing': what tests and the benchmark use and the runtime never does — the fixture wills
// and the command-line tools the renderers' output is read back with.
export { largeWill, sampleWill } from './sample-will.ts';
export * from './tools.ts';
