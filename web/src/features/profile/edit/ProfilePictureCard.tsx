import { CameraIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { NOTICE_CLEAR_MS } from '@common/constants';
import { avatarInitial } from '@common/people';
import { PROFILE_MESSAGES } from '@common/profile';
import { AVATAR_HINT, UPLOAD_MESSAGES, uploadError } from '@common/uploads';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { decodesAsImage } from '@/lib/image-file';
import { useUploadAvatarMutation } from '../mutations/UploadAvatarMutation';
import { ProfileAvatar } from '@/components/ProfileAvatar';
import type { ProfilePictureCard_user$key } from './__generated__/ProfilePictureCard_user.graphql';

/** Profile Picture: an image under 5 MB, uploaded and shown at once. */
export function ProfilePictureCard({ user }: { user: ProfilePictureCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfilePictureCard_user on User {
        avatarUrl
        firstName
        username
      }
    `,
    user,
  );
  const input = useRef<HTMLInputElement>(null);
  const [uploadAvatar, uploading] = useUploadAvatarMutation();
  const [notice, setNotice] = useState<{ kind: 'success' | 'destructive'; text: string } | null>(null);

  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = setTimeout(() => setNotice(null), NOTICE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  async function upload(file: File) {
    // The type is what the file's name claims; only a file that decodes is a picture.
    const problem = uploadError(file, 'avatar') ?? ((await decodesAsImage(file)) ? null : UPLOAD_MESSAGES.avatar.notImage);
    if (problem) {
      setNotice({ kind: 'destructive', text: problem });
      return;
    }
    setNotice(null);
    uploadAvatar(file, {
      onUploaded: () => setNotice({ kind: 'success', text: PROFILE_MESSAGES.avatarUpdated }),
      onFailed: (message) => setNotice({ kind: 'destructive', text: message }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Profile Picture</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-4">
          <ProfileAvatar src={data.avatarUrl} initial={avatarInitial(data)} className="size-20 text-3xl" />
          <div className="flex flex-col gap-1.5">
            <Button variant="outline" onClick={() => input.current?.click()} disabled={uploading}>
              <CameraIcon />
              {uploading ? 'Uploading...' : data.avatarUrl ? 'Change Photo' : 'Upload Photo'}
            </Button>
            <p className="text-xs text-muted-foreground">{AVATAR_HINT}</p>
          </div>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="Profile picture file"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </div>
        {notice ? (
          <Alert variant={notice.kind}>
            <AlertDescription>{notice.text}</AlertDescription>
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
