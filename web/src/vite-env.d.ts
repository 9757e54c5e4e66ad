/// <reference types="vite/client" />

/** The id of this build, compiled in by tooling/build-info-plugin.ts. */
declare const __PADDOCK_BUILD_ID__: string
