export { lazyPage } from '@portal/admin';
