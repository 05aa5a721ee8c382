/**
 * SWR imports useSyncExternalStore through the shim package for React 17; React 18 has the hook itself,
 * so vite.config.ts points the shim here and the first load drops the shim's fallback code.
 */
export { useSyncExternalStore } from 'react';
