// Every query of the import page starts with this key.
export const IMPORTS_KEY = ['admin', 'imports'] as const;
