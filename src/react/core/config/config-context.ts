import { createContext, useContext } from 'react';
import type { FoyerConfig } from './config-types';
import { DEFAULT_CONFIG } from './defaults';

export const ConfigContext = createContext<FoyerConfig>(DEFAULT_CONFIG);

export function useConfig(): FoyerConfig {
  return useContext(ConfigContext);
}
