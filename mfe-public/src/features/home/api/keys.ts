// Every query of the home page's signed-in part starts with this key.
export const HOME_KEY = ['public', 'home'] as const;
