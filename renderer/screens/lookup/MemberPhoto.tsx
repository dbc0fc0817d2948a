/** The member's photo for the identity check; never cached, so an offline copy says there is none. */
import { useEffect, useState } from 'react';
import { callOp } from '../../api';
import type { MemberLookup } from '../../../shared/domain/care';

type PhotoState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'shown'; readonly src: string }
  | { readonly kind: 'missing'; readonly reason: string };

const OFFLINE: PhotoState = { kind: 'missing', reason: 'Photo not available offline' };

export function MemberPhoto({ member }: { readonly member: MemberLookup }) {
  const { cardNo, source } = member;
  // An offline copy says so from the first paint, not after a "Loading photo…" that loads nothing.
  const [photo, setPhoto] = useState<PhotoState>(source === 'cache' ? OFFLINE : { kind: 'loading' });

  useEffect(() => {
    if (source === 'cache') {
      setPhoto(OFFLINE);
      return;
    }
    let current = true;
    setPhoto({ kind: 'loading' });
    void callOp('members.photo', { cardNo }).then((result) => {
      if (!current) return;
      if (!result.ok)
        setPhoto(result.error.code === 'offline' ? OFFLINE : { kind: 'missing', reason: result.error.message });
      else if (result.value.photo?.startsWith('data:image/')) setPhoto({ kind: 'shown', src: result.value.photo });
      else setPhoto({ kind: 'missing', reason: 'The insurer has no photo of this member.' });
    });
    return () => {
      current = false;
    };
  }, [cardNo, source]);

  switch (photo.kind) {
    case 'loading':
      return <p className="member-photo member-photo-missing">Loading photo…</p>;
    case 'shown':
      return <img className="member-photo" src={photo.src} alt="Photo of the member from the insurer" />;
    case 'missing':
      return <p className="member-photo member-photo-missing">{photo.reason}</p>;
  }
}
