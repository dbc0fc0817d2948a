/** Chaguo la mwanzo: kuunganisha na huduma ya kampuni ya bima, au kutumia majaribio. */
import type english from '../en/setup';
import type { Translation } from '../../translation';

export default {
  heading: 'Karibu ClaimDesk',
  intro: 'Chagua jinsi dawati hili linavyoanza. Unaweza kubadilisha hili baadaye katika Mipangilio.',
  connect: {
    heading: 'Unganisha na kampuni ya bima',
    intro:
      'Andika anwani ya huduma ya kampuni ya bima na tokeni ya kufikia uliyopewa na msimamizi wako. ClaimDesk huzijaribu kabla ya kuhifadhi chochote.',
    serviceUrl: 'Anwani ya huduma',
    serviceUrlPlaceholder: 'https://…',
    token: 'Tokeni ya kufikia',
    tokenHint: 'Huhifadhiwa kwenye kompyuta hii pekee, na haionyeshwi tena.',
    enterAddress: 'Andika anwani ya huduma ya kampuni ya bima.',
    enterToken: 'Andika tokeni ya kufikia.',
    button: 'Jaribu na uunganishe',
    unusable: 'Huduma haikuweza kutumika',
    didNotRun: 'Jaribio halikufanyika',
    notSaved: 'Haikuhifadhiwa',
    restartTitle: 'Anzisha upya',
    restart: 'Huduma imehifadhiwa. Anzisha ClaimDesk upya ili uanze kuitumia.',
    addressLocked: 'Imewekwa na msimamizi wako: dawati hili linaunganishwa na anwani hii pekee.',
    enrolOnlyTitle: 'Usajili unahitajika',
    enrolOnly:
      'Msimamizi wako anataka dawati hili lisajiliwe na kampuni ya bima: andika tokeni ya kufikia ili kulisajili. Majaribio hayawezi kuchaguliwa kwenye dawati hili.',
    notEnrolledTitle: 'Sajili dawati hili',
  },
  demo: {
    heading: 'Tumia majaribio',
    intro:
      'Jizoeze kwenye kampuni ya bima ya kuigiza yenye wanachama wa kubuni. Hakuna kinachofika kwa kampuni halisi ya bima, na majaribio huweka data yake mbali na data halisi.',
    button: 'Tumia majaribio',
    failed: 'Majaribio hayakuweza kuanza',
  },
} satisfies Translation<typeof english>;
