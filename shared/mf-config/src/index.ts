export { findDrift, assertNoDrift } from './check-drift';
export { SHARED_SINGLETONS, packageOf } from './shared-deps';
export { federationName, hostConfig, remoteConfig, sharedConfig } from './webpack-config';
