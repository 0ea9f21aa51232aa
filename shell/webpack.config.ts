import { hostConfig } from '@elearn/mf-config';

export default hostConfig({ dir: __dirname, name: 'shell' });
