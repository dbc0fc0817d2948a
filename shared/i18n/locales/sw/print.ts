/** Fomu ya dai ya ukurasa mmoja inayochapishwa. */
import type english from '../en/print';
import type { Translation } from '../../translation';

export default {
  button: 'Chapisha au hifadhi kama PDF',
  label: 'Fomu ya dai {{reference}}',
  demo: 'MAJARIBIO — imechapishwa kutoka kwa majaribio, yenye bima ya kuigiza: hili si dai',
  title: 'Fomu ya dai la mgonjwa wa nje',
  claimNo: 'Nambari ya dai: {{claimNo}}',
  desk: '{{desk}} · ',
  notAssigned: 'bado haijatolewa na kampuni ya bima',
  member: 'Mwanachama',
  cardNo: 'Nambari ya kadi',
  authorization: 'Idhini',
  attendanceDate: 'Tarehe ya kuhudumiwa',
  batch: 'Kundi',
  doctor: 'Daktari',
  licence: ', leseni {{licence}}',
  complaint: 'Malalamiko',
  diagnoses: 'Utambuzi',
  code: 'Msimbo',
  type: 'Aina',
  items: 'Huduma',
  item: 'Huduma',
  tariff: 'Msimbo wa bei',
  quantity: 'Idadi',
  price: 'Bei',
  amount: 'Kiasi',
  total: 'Jumla inayodaiwa',
  memberSignature: 'Sahihi ya mwanachama ({{member}}) na tarehe',
  staffSignature: 'Sahihi ya mhudumu ({{staff}}) na tarehe',
  staffName: 'jina',
} satisfies Translation<typeof english>;
