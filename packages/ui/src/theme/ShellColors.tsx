import { createContext, useContext } from 'react';
import { buildTheme, type ShellColors } from './buildTheme';

export const ShellColorsContext = createContext<ShellColors>(buildTheme('dark').shell);

export const useShellColors = () => useContext(ShellColorsContext);
