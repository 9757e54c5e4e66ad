import { buildId } from '@/config/build'
import { BuildCheck } from '@/features/build-check/build-check'

/** The one build check of the running app. */
export const appBuildCheck = new BuildCheck({ currentBuildId: buildId })
