import { remoteConfig } from '@elearn/mf-config';

export default remoteConfig({ dir: __dirname, name: 'mf-admin' });
