import { createContext, useContext } from 'react';

/** true when the app runs on the in-browser demo backend (no VITE_API_URL configured). */
export const DemoModeContext = createContext<boolean>(false);

export function useDemoMode(): boolean {
  return useContext(DemoModeContext);
}
