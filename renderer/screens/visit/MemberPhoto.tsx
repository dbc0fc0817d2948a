/** The member's photo for the identity check; never cached, so an offline copy says there is none. */
import { useEffect, useState } from 'react';
import { visitModel } from './visit-model';
import { useTranslation } from '../../i18n';
import type { MemberLookup } from '../../../shared/domain/care';

type PhotoState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'shown'; readonly src: string }
  | { readonly kind: 'offline' }
  | { readonly kind: 'none' }
  /** The service's refusal, in the core's words. */
  | { readonly kind: 'refused'; readonly message: string };

const OFFLINE: PhotoState = { kind: 'offline' };

export function MemberPhoto({ member }: { readonly member: MemberLookup }) {
  const { t } = useTranslation('visit');
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
    void visitModel.photo(cardNo).then((result) => {
      if (!current) return;
      if (!result.ok)
        setPhoto(result.error.code === 'offline' ? OFFLINE : { kind: 'refused', message: result.error.message });
      else if (result.value.photo?.startsWith('data:image/')) setPhoto({ kind: 'shown', src: result.value.photo });
      else setPhoto({ kind: 'none' });
    });
    return () => {
      current = false;
    };
  }, [cardNo, source]);

  switch (photo.kind) {
    case 'loading':
      return <p className="member-photo member-photo-missing">{t('photo.loading')}</p>;
    case 'shown':
      return <img className="member-photo" src={photo.src} alt={t('photo.alt')} />;
    case 'offline':
      return <p className="member-photo member-photo-missing">{t('photo.offline')}</p>;
    case 'none':
      return <p className="member-photo member-photo-missing">{t('photo.none')}</p>;
    case 'refused':
      return <p className="member-photo member-photo-missing">{photo.message}</p>;
  }
}
