// The own profile's Settings dialog: settings themselves are coming (the spec shows this placeholder);
// access tokens (decision 0079), the About page (version, credits and licences) and the API's guide
// are reachable from here.
import { CodeIcon, InfoIcon, KeyRoundIcon, SettingsIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';

export function SettingsDialog({ trigger }: { trigger?: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="ghost" size="icon" aria-label="Settings">
            <SettingsIcon />
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Settings Coming Soon</DialogTitle>
          <DialogDescription>
            Notification, privacy and account settings will live here. Your profile details are on Edit Profile.
          </DialogDescription>
        </DialogHeader>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/settings/tokens">
            <KeyRoundIcon />
            Access tokens
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/about">
            <InfoIcon />
            About Repour
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/developers">
            <CodeIcon />
            API for developers
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
