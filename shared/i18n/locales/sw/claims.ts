import type english from '../en/claims';
import type { Translation } from '../../catalogues';

export default {} satisfies Translation<typeof english>;
