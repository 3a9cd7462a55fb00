import { useState } from 'react';
import type { User } from '@church/contracts/user';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Avatar } from 'shared_ui/Avatar';
import { Button } from 'shared_ui/Button';
import { FormAlert } from 'shared_ui/fields';
import { Card } from 'shared_ui/Page';
import styled from 'styled-components';
import { useSetAvatar } from '../api/avatar';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md};
`;

/**
 * The picture: shared-ui's Avatar picks and checks the file (1.5 MB, image types); the API re-encodes it.
 * A refused file is said beside the picture, not in a toast, so it stays until the next choice
 * replaces or clears it and the success toast of a good file is not queued behind it.
 */
export function PictureCard({ user }: { user: User }) {
  const [problem, setProblem] = useState<string | null>(null);
  const setAvatar = useSetAvatar({ onError: (error) => setProblem(errorMessage(error)) });
  const save = (avatar: string | null) => {
    setProblem(null);
    setAvatar.mutate(avatar, { onSuccess: (result) => result.message && notifier.success(result.message) });
  };
  return (
    <Card aria-labelledby="profile-picture-title">
      <h2 id="profile-picture-title">Your picture</h2>
      {problem && <FormAlert role="alert">{problem}</FormAlert>}
      <Row>
        <Avatar src={user.avatar} initials={user.initials} name={user.full_name} alt={user.full_name} size="2xl" loading={setAvatar.isPending} onUpload={(dataUrl) => save(dataUrl)} onError={setProblem} uploadLabel="Change your picture" />
        {user.avatar && (
          <Button variant="outline-danger" onClick={() => save(null)} disabled={setAvatar.isPending}>
            Remove picture
          </Button>
        )}
      </Row>
    </Card>
  );
}
