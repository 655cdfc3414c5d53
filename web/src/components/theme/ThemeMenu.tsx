import { MoonIcon, SunIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTheme } from './ThemeProvider';

// The menu (Radix's dropdown, its positioning and focus handling: about 20 KiB gzip) loads on the first
// tap, not with every screen of the shell (decision 0080). Pointing at or focusing the button starts the
// download, so the tap usually finds it there.
const loadDropdown = () => import('./ThemeMenuDropdown');
const preload = () => void loadDropdown().catch(() => undefined);
const ThemeMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.ThemeMenuDropdown })));

/** The theme toggle of the top bar: Light, Dark or System. */
export function ThemeMenu() {
  const { theme } = useTheme();
  const [opened, setOpened] = useState(false);
  const button = (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Theme"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setOpened(true)}
    >
      {theme === 'dark' ? <MoonIcon /> : <SunIcon />}
    </Button>
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <ThemeMenuDropdown defaultOpen />
    </Suspense>
  );
}
