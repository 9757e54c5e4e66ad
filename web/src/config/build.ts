/** The id of the running build; `_build/latest.json` names the newest deployed one. */
export const buildId = __PADDOCK_BUILD_ID__
