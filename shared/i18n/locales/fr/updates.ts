/** Mises à jour de l’application de bureau : la section des Paramètres et l’avis affiché quand une mise à jour est prête. */
import type english from '../en/updates';
import type { Translation } from '../../translation';

export default {
  heading: 'Mises à jour',
  desktopOnly:
    'Les mises à jour viennent avec l’application de bureau. Dans un navigateur, ClaimDesk est mis à jour par la personne qui le fait tourner sur cet ordinateur.',
  version: 'Ceci est ClaimDesk {{version}}.',
  state: {
    off: 'Les mises à jour sont désactivées.',
    idle: 'Les mises à jour sont activées. La première vérification a lieu quelques minutes après le démarrage de ClaimDesk.',
    checking: 'Recherche d’une mise à jour…',
    upToDate: 'À jour : version {{version}}, vérifiée <time>{{stamp}}</time>.',
    downloading: 'Téléchargement de la version {{version}} : {{share, percent}}',
    progress: 'Progression du téléchargement',
    ready: 'La version {{version}} est téléchargée et prête à être installée.',
    waiting: 'La version {{version}} s’installera dès que ClaimDesk sera libre :',
    installing: 'Installation de la version {{version}}. ClaimDesk se ferme et redémarre.',
  },
  blocker: {
    sending: 'Des demandes sont en cours d’envoi à l’assureur ; l’installation commencera une fois envoyées.',
    editing: 'L’écran Demande est ouvert. Enregistrez la demande et quittez l’écran ; l’installation commencera alors.',
  },
  failed: {
    check: 'La recherche de mises à jour a échoué',
    download: 'La mise à jour n’a pas pu être téléchargée',
    install: 'La mise à jour n’a pas pu être installée',
    when: 'À <time>{{stamp}}</time>.',
    lastAnswer: 'L’adresse des mises à jour a répondu pour la dernière fois <time>{{stamp}}</time>.',
    detail: 'Détails pour votre service informatique :',
  },
  reason: {
    unreachable:
      'L’adresse des mises à jour est injoignable. Vérifiez que cet ordinateur est en ligne ; ClaimDesk réessaie dans l’heure.',
    'feed-missing':
      'L’adresse des mises à jour a répondu, mais ne contient aucune version de ClaimDesk (latest.yml). Vérifiez l’adresse avec votre service informatique.',
    'feed-invalid':
      'La description de la version à l’adresse des mises à jour est illisible. Prévenez votre service informatique.',
    'feed-error': 'Le serveur des mises à jour a répondu par une erreur. ClaimDesk réessaie dans l’heure.',
    checksum:
      'Le fichier téléchargé ne correspond pas à la somme de contrôle de la version ; il a été supprimé. ClaimDesk réessaie dans l’heure.',
    'signature-missing':
      'La mise à jour a été refusée : elle n’est pas signée par l’équipe de publication de ClaimDesk, elle n’est donc peut-être pas authentique. Rien n’a été installé. Prévenez votre service informatique.',
    'signature-wrong':
      'La mise à jour a été refusée : elle est signée, mais pas avec la clé de publication de ClaimDesk. Rien n’a été installé. Prévenez votre service informatique.',
    'signature-tampered':
      'La mise à jour a été refusée : elle a été modifiée après sa signature par l’équipe de publication de ClaimDesk. Elle a été supprimée et rien n’a été installé. Prévenez votre service informatique.',
    'not-installed':
      'Cette copie de ClaimDesk ne peut pas se mettre à jour elle-même : elle n’a pas été installée avec l’installateur de ClaimDesk. Installez les nouvelles versions à la main.',
    other: 'Un problème inattendu est survenu.',
  },
  feed: {
    build: 'Les mises à jour viennent de l’adresse intégrée à cette copie de ClaimDesk : <code>{{url}}</code>',
    policy:
      'Les mises à jour viennent de l’adresse fixée par votre service informatique dans un fichier de politique (policy.json, ou update-policy.json à côté de ClaimDesk) : <code>{{url}}</code>',
    'not-installed':
      'Cette copie de ClaimDesk n’a pas d’adresse de mises à jour : elle n’a pas été installée avec l’installateur de ClaimDesk.',
    'policy-invalid':
      'Pas de mises à jour : le fichier update-policy.json à côté de ClaimDesk est illisible ou son adresse n’est pas permise. Prévenez votre service informatique.',
  },
  form: 'Paramètres des mises à jour',
  enabled: 'Rechercher les mises à jour chaque jour et les télécharger',
  enabledHint: 'Rien n’est installé tant que vous n’avez pas choisi « Redémarrer et installer ».',
  channel: {
    label: 'Canal de mise à jour',
    stable: 'Stable : les versions que tous les postes reçoivent',
    pilot: 'Pilote : les nouvelles versions d’abord, sur quelques postes',
    hint: 'Les postes pilotes essaient une version avant les autres ; la plupart restent sur Stable.',
  },
  deferDays: {
    label: 'Jours pendant lesquels le personnel peut répondre « Plus tard »',
    hint: 'De {{min}} à {{max}} jours. Ensuite, une mise à jour téléchargée s’installe au prochain démarrage.',
  },
  checkNow: 'Vérifier maintenant',
  install: 'Redémarrer et installer',
  installHint: 'ClaimDesk se ferme, installe la nouvelle version et redémarre. Le travail enregistré est conservé.',
  installsAfter: 'S’installera au premier démarrage après le <time>{{stamp}}</time>.',
  later: 'Plus tard',
  notice: {
    region: 'Mise à jour',
    ready: 'ClaimDesk {{version}} est prêt à être installé.',
    installing: 'Installation de ClaimDesk {{version}}. ClaimDesk se ferme et redémarre.',
  },
} satisfies Translation<typeof english>;
