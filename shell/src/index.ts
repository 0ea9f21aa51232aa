import { remotesRequest } from './boot/remotes-request';

// Asked for at once, in parallel with the shared modules the bootstrap needs.
void remotesRequest();
// The async boundary: shared modules are negotiated before any of them is used.
import('./bootstrap');
