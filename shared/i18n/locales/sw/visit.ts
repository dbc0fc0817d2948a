import type english from '../en/visit';
import type { Translation } from '../../catalogues';

export default {} satisfies Translation<typeof english>;
