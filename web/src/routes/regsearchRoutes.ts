import { createRoute } from '@tanstack/react-router';
import { customerRoute } from './base';
import { lazyPage } from './lazyPage';

export const regsearchCustomerRoutes = [
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'reg_searches',
    staticData: { titleKey: 'regsearch.menu.reg_searches' },
    component: lazyPage(() => import('../pages/regsearch/RegSearchesPage'), 'RegSearchesPage'),
  }),
];
