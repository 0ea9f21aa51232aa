export { assertNoDrift, findDrift } from './check-drift';
export { HOST_PROVIDES, packageOf, SHARED_SINGLETONS } from './shared-deps';
export { federationName, hostConfig, remoteConfig, sharedConfig } from './webpack-config';
