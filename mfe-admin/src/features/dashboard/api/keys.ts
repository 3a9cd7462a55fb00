// Every query of the admin's dashboard starts with this key.
export const ADMIN_DASHBOARD_KEY = ['admin', 'dashboard'] as const;
