/**
 * The messages the core sends to the page: failures of the insurer's service, the
 * sync engine's problems, what a use case refused and why, in staff's words.
 */
export default {
  remote: {
    offline: "The insurer's service could not be reached. Check the internet connection; nothing was sent.",
    timeout: "The insurer's service did not answer in time.",
    connectionLost: "The connection to the insurer's service was lost before its answer arrived.",
    cancelled: 'The request was cancelled.',
    invalidRequest: 'Some details are missing or not in the form the insurer expects.',
    unauthorized: "The insurer's service refused ClaimDesk's access key. Ask the administrator to check the settings.",
    notFound: 'The insurer has no matching record.',
    badRequest: "The insurer's service could not accept the request as sent.",
    rejected: 'The insurer refused the request.',
    busy: 'The insurer is busy and asked ClaimDesk to wait; try again in a moment.',
    busyFor: 'The insurer is busy, try again in {{seconds}} s.',
    serverError: "The insurer's service had an internal problem.",
    unexpectedStatus: "The insurer's service gave an answer ClaimDesk does not understand.",
    malformedResponse: "The insurer's service sent an answer that does not match its published format.",
    notOffered: "The insurer's service does not offer this function at the configured address.",
    noClaimEndpoint: "The insurer's service has no claim submission endpoint (tried {{first}} and {{other}}).",
  },
  sync: {
    offline: "The insurer's service could not be reached.",
    offlineToDo:
      'Check the internet connection. Claims stay saved on this computer and are sent by themselves when the service answers again.',
    auth: "The service refused ClaimDesk's access key: check the token in Settings.",
    authToDo:
      'Ask the administrator to check the access key (token) in Settings. Claims wait, saved, until it is accepted.',
    misconfiguredToDo: 'Ask the administrator to check the service address in Settings.',
    slowDown: 'The insurer asked ClaimDesk to slow down.',
    slowDownUntil:
      'ClaimDesk waits until {{until}}, as the insurer asked, then carries on by itself. Claims stay queued and nothing is sent twice.',
    slowDownToDo:
      'ClaimDesk waits a moment, as the insurer asked, then carries on by itself. Claims stay queued and nothing is sent twice.',
    retriesByItself:
      'ClaimDesk tries again by itself and checks with the insurer before resending anything, so nothing is sent twice. If this lasts, contact the insurer.',
    internal: 'ClaimDesk could not finish recording the last sync.',
    internalToDo: 'Restart ClaimDesk. If it happens again, contact support; saved claims are not lost.',
    answerLost:
      "ClaimDesk sent this claim but the insurer's answer did not arrive. It will check with the insurer before sending it again.",
    claimNoHeld:
      'The insurer answered with claim number {{claimNo}}, which ClaimDesk already holds for another claim. Check with the insurer.',
    takenBackCheck:
      'Taken back from a hand-over: the other desk may have sent it already, so ClaimDesk checks with the insurer before sending it.',
    importedCheck:
      'Imported from a hand-over file: another desk may have read the same file and sent it already, so ClaimDesk checks with the insurer before sending it.',
    uploadMaybeElsewhere:
      'This claim was sent from another computer (the desk it was handed to, or the PC this desk was moved from), which may have uploaded {{file}} already. Check with the insurer, then mark it as attached or upload it again.',
    uploadUnconfirmed:
      'We could not confirm that {{file}} reached the insurer. Check with the insurer, then mark it as attached or upload it again.',
    mayBeThis_one:
      "Claim {{claimNos}} on the insurer's service, for this attendance date, could be this claim, and ClaimDesk cannot tell for sure. Check with the insurer, then give the claim number here, or confirm that it never arrived. Nothing was sent again.",
    mayBeThis_other:
      "{{count, count}} claims on the insurer's service, for this attendance date, could be this claim ({{claimNos}}), and ClaimDesk cannot tell for sure. Check with the insurer, then give the claim number here, or confirm that it never arrived. Nothing was sent again.",
    otherDeskVisit_one:
      'Not sent: the insurer already lists claim {{claimNos}} for this member on this date, sent from another desk. If this is the same visit, do not send it. If it is a different visit, choose “A different visit: send it”.',
    otherDeskVisit_other:
      'Not sent: the insurer already lists {{count, count}} claims ({{claimNos}}) for this member on this date, sent from another desk. If this is the same visit, do not send it. If it is a different visit, choose “A different visit: send it”.',
  },
  host: {
    internal:
      'ClaimDesk hit an unexpected problem and did not finish this. Nothing was lost: try again, and if it happens again restart ClaimDesk and tell your administrator.',
    locked: 'The desk is locked. Unlock it with your PIN to go on.',
    unknownOperation: 'ClaimDesk does not know this request. Reload the page.',
    foreignPage: 'ClaimDesk answers only pages it served itself, on this computer.',
    noToken:
      'This tab was opened without ClaimDesk’s key. Open the whole address "npm run serve" printed when it started (it ends in #token=…), or go back to the tab that address opened.',
    earlierRun: 'This page is from an earlier run of ClaimDesk. Open the address ClaimDesk printed when it started.',
    tooLarge: 'This is too large to send to ClaimDesk; documents may be up to 10 MB.',
    notJson: 'ClaimDesk takes requests here only as JSON. Reload the page and try again.',
    unreadable: 'ClaimDesk could not read this request. Reload the page and try again.',
    nothingHere: 'There is nothing at this address.',
    wrongMethod: 'ClaimDesk does not take this kind of request here.',
    notBuilt: 'The ClaimDesk page has not been built. Run "npm run serve", which builds it first.',
    unexpected: 'ClaimDesk hit an unexpected problem. Reload the page.',
    notOwnPage: "The request did not come from ClaimDesk's own page, so it was refused.",
    failed: 'ClaimDesk hit an unexpected problem. Try again; restart the app if it persists.',
    folderInUse: 'Another ClaimDesk (process {{pid}}) is using the data folder {{dataDir}}.',
    folderInUseClose:
      'Close it first (a ClaimDesk still running, a browser mode started on this folder, or, for a desk shared by the computer, a ClaimDesk in another account’s session: sign that account out), then start ClaimDesk again.',
    folderInUseElsewhere: 'Stop it first, or start this one with another folder ({{flag}}).',
    folderNotLocked: 'The data folder {{dataDir}} could not be locked for this ClaimDesk.',
    notRunning:
      'ClaimDesk is stopping, or could not start again. Restart ClaimDesk; if this happens again, tell your administrator.',
  },
  settings: {
    locked: 'Set by your administrator (policy: {{file}}): {{settings}} cannot be changed here, so nothing was saved.',
    enterToken: 'Enter the token to test the connection.',
    tokenForAddress: 'Enter the token for this address: the saved token is only sent to the address it was saved with.',
    enterAddressAndToken: 'Enter the service address and token.',
    connected_one: 'Connected. The service offers {{count, count}} tariff item.',
    connected_other: 'Connected. The service offers {{count, count}} tariff items.',
    connectedNoTariffs: 'Connected. The service has no tariffs for this desk yet.',
    tokenRefused: 'The service answered but refused this token. Check the token and try again.',
    checkAddressOnline: 'Check the address and that this computer is online.',
    checkAddressService: 'Check the address; if it is right, ask the insurer about their service.',
    noProtectedStorage:
      'This computer offers no protected storage for the access token (on Linux, start a keyring such as GNOME Keyring or KWallet), and ClaimDesk never keeps it in plain text. Set CLAIMDESK_SERVICE_URL and CLAIMDESK_TOKEN in the environment instead, or ask your administrator.',
    noProtectedStorageEnrol:
      'This computer offers no protected storage for the access token (on Linux, start a keyring such as GNOME Keyring or KWallet), and ClaimDesk never keeps it in plain text. This desk must be enrolled here, so a token in the environment is not used: set up a keyring for this account, or install ClaimDesk as a machine-wide desk (see the IT guide), then enter the token again.',
  },
  store: {
    diskFull: 'The disk is full: {{subject}} was not saved. Free some space and save again.',
    io: 'The disk could not be read or written: {{subject}} was not saved. Check that the disk is connected and working, then save again; if it keeps happening, call your support.',
    corrupt:
      "ClaimDesk's data file is damaged: {{subject}} was not saved. Restart ClaimDesk: it checks the file and restores the latest good backup.",
    busy: "ClaimDesk's data file is in use by another program: {{subject}} was not saved. Close any other ClaimDesk window and save again.",
    readOnly:
      "ClaimDesk may not write to its data folder: {{subject}} was not saved. Ask your support to check the folder's permissions.",
    cannotOpen:
      'ClaimDesk could not open its data file: {{subject}} was not saved. Check that the data folder exists and the disk is connected.',
    subject: {
      change: 'the change',
      claim: 'the claim',
      claimBeingWritten: 'the claim being written',
      document: 'the document',
      settings: 'the settings',
      memberLookup: 'the member lookup',
      doctor: 'the doctor',
      visit: 'the visit',
      verification: 'the verification',
      authorization: 'the authorization',
      authorizationCheck: 'the authorization check',
      block: 'the block',
    },
  },
  claims: {
    notOnDesk: 'This claim is not on this desk any more. Refresh the list of claims.',
    onlyDraftsDeleted: 'Only a draft can be deleted. This claim is queued or sent, so it stays.',
    onlyQueuedBack: 'Only a claim waiting to be sent can go back to a draft.',
    notHeldForLookAlike:
      'This claim is not held over another desk’s claim any more. Refresh the list to see where it stands.',
    notWaitingForCheck:
      'This claim is not waiting for a check any more (or that claim number belongs to another claim). Refresh the list to see where it stands.',
    needsCorrecting: 'Some details of the claim need correcting.',
    stillChecking:
      'ClaimDesk is still checking whether the insurer already received this claim, so it cannot be changed. Try again after the next sync.',
    beingSent:
      'This claim is being sent to the insurer right now and cannot be changed. Wait for the result, then open it again.',
    alreadySent: 'This claim has already been sent to the insurer and can no longer be changed.',
    alreadySentAs: 'This claim has already been sent to the insurer (claim {{claimNo}}) and can no longer be changed.',
    totalTooLarge: 'The claim total is too large; check the quantities and prices.',
    queuedMustStayComplete: 'This claim is queued for sending, so it must stay complete. Correct the details shown.',
    noLongerExists: 'This claim no longer exists. Refresh the list of claims.',
    mayHaveArrived:
      'The insurer may already have received this claim: an earlier sending attempt got no clear answer. ClaimDesk will check with the insurer at the next sync; do not send it again meanwhile.',
    onlyNeedsAttention: 'Only a claim that needs attention can be sent again; this one is not waiting for a fix.',
    notComplete: 'The claim is not complete yet. Correct the details shown.',
    needsConfirmation_one:
      'The insurer may cut or refuse this claim: {{count, count}} warning to confirm. Correct it, or send anyway with a reason.',
    needsConfirmation_other:
      'The insurer may cut or refuse this claim: {{count, count}} warnings to confirm. Correct them, or send anyway with a reason.',
    attention: {
      inDoubt:
        'ClaimDesk cannot tell whether this claim reached the insurer. Check with the insurer, then give the claim number here, or confirm that it never arrived.',
      refused:
        'The insurer refused this claim without saying why. Check with the insurer, correct the claim and send it again.',
      priceChanged: 'A tariff price this claim uses changed; check the prices and confirm.',
      anotherClaim:
        'Another claim may be for the same visit; see the reason, then send it only if it is a different visit.',
    },
    priceChanged:
      "Tariff {{id}} '{{name}}' changed from {{oldPrice, amount}} to {{newPrice, amount}} on {{date, date}}; check the price and confirm.",
    authorizationClaimed:
      'Authorization {{authorizationNo}} already has a claim ({{state}}, claim number {{claimNo}}). An authorization is one visit and is claimed once: open that claim instead of sending a second one.',
    authorizationClaimedUnnumbered:
      'Authorization {{authorizationNo}} already has a claim ({{state}}, no claim number yet). An authorization is one visit and is claimed once: open that claim instead of sending a second one.',
    claimState: {
      draft: 'draft',
      queued: 'waiting to be sent',
      sending: 'being sent',
      submitted: 'sent',
      needsAttention: 'needs attention',
      handedOver: 'handed to another desk',
    },
  },
  referral: {
    pastSending: 'This claim is past sending; its referral letter can no longer be waived.',
    notMissing: 'This claim does not wait on a referral letter.',
  },
  documents: {
    pdfTooLarge:
      '{{file}} is {{size}}, above the {{limit}} this desk allows for a document (Settings › Documents). Scan it again at a lower resolution, or split it into smaller PDFs.',
    cannotShrink:
      '{{file}} is {{size}} and could not be made smaller than the {{limit}} this desk allows; scan it again at a lower resolution.',
    notWaiting:
      'This document is not waiting for a check any more. Refresh the claim to see where its documents stand.',
    noLongerAttached: 'This document is no longer attached.',
    contentRemoved:
      'The contents of {{file}} were removed from this computer on {{removed}}, as set in Settings › How long data is kept. The record of its upload stays; ask the insurer if you need the document again.',
    notWhole: '{{file}} did not arrive whole; attach it again.',
    noContent: 'Choose a file to attach: ClaimDesk received no file content.',
    empty: '{{file}} is empty; attach a PDF, PNG, JPEG or TIFF.',
    tooLarge: '{{file}} is {{size}}; the limit is {{limit}}.',
    unsupported: '{{file}} is {{kind}}; attach a PDF, PNG, JPEG or TIFF.',
    alreadySent: 'This document has already been sent to the insurer (or is being sent) and cannot be removed.',
    kind: {
      word: 'a Word document',
      excel: 'an Excel workbook',
      text: 'a text file',
      gif: 'a GIF image',
      heic: 'a HEIC photo',
      bmp: 'a BMP image',
      zip: 'a ZIP archive',
      office: 'a Word or Office document',
      oldOffice: 'an old-style Word or Office document',
      damaged: 'not a readable PDF or image (it may be damaged)',
      empty: 'an empty file',
      other: 'not a file type the insurer accepts',
    },
  },
  tariffs: {
    inUse: 'the tariffs from {{date, date}} are still in use',
    noneStored: 'no tariffs are stored on this computer yet',
    offline: "The insurer's service cannot be reached; {{inUse}}.",
    cancelled: 'The tariff update was cancelled; {{inUse}}.',
    unauthorized:
      "The insurer's service refused ClaimDesk's access key, so the tariffs were not updated; {{inUse}}. Ask the administrator to check the settings.",
    serviceError: '{{problem}} The tariffs were not updated; {{inUse}}. Try again later.',
    invalidPrice:
      'The insurer sent a price for tariff {{id}} that ClaimDesk cannot hold exactly ({{price}}); nothing was changed and {{inUse}}.',
    held: 'The full tariff list just downloaded would remove {{dropped, count}} of the {{cached, count}} tariffs on this computer, more than the desk allows without a check; nothing was changed and {{inUse}}. Look at what would go on the Tariffs screen, then replace the tariffs or keep them.',
    heldGone:
      'That downloaded tariff list is no longer waiting (a newer download or a restart replaced it); download all again.',
    saveFailed:
      'The new tariffs could not be saved on this computer; {{inUse}}. Try again; if it keeps failing, restart ClaimDesk.',
    unexpected:
      'The tariffs could not be updated because of an error in ClaimDesk; the tariffs stored are still in use.',
  },
  demo: {
    notDemo: 'Demo cards and codes exist only on the demo desk, which talks to a simulated insurer.',
    noAnswer: 'The simulated insurer did not answer. Try again in a moment.',
  },
  care: {
    visitNotHere: 'This visit was not started on this desk. Look up the member and start the visit again.',
    amountTooLarge: 'Amount is too large to hold exactly; enter a smaller amount.',
    insurerSaid: '{{message}} The insurer said: {{said}}',
    noSuchCard: 'No member has this card number. Check the number on the card and try again.',
    memberOffline:
      "The insurer's service cannot be reached and this member has not been looked up on this desk before. Try again when the connection is back.",
    visitPending:
      'This member already has a visit waiting for its code. Ask the member for the code from the earlier SMS, or start again once that code has expired.',
    unreadableExpiry:
      "The insurer's service sent a code expiry time ClaimDesk cannot read. The code was still sent to the member.",
    codeSent: 'The code was sent to the member.',
    wrongCode:
      'The code is wrong or has expired. Check the code with the member; a new one can be sent once this one has expired.',
    granted: 'The insurer granted authorization {{authorizationNo}}; write it down and enter it by hand later.',
    noSuchAuthorization:
      'The insurer has no authorization with this number, so it was not saved. Check the number with the insurer.',
    notApproved: 'The insurer shows this authorization as {{status}}, not approved, so it was not saved.',
    blockAnswerLost:
      'The insurer may have recorded the block, but its answer was lost. Block the amount again: a new block for this authorization replaces the earlier one.',
    blockRefused: 'The insurer refused the block: the authorization is not valid for this card.',
    blockUnreadable: "The insurer's answer to the block had amounts ClaimDesk cannot read.",
    blocked: 'The insurer blocked {{covered, amount}} of {{requested, amount}} (co-payment {{coPayment, amount}}).',
  },
  updates: {
    unavailable: 'Updates come with the desktop app; this copy of ClaimDesk has no updater.',
    off: 'Updates are off. Turn them on first.',
    notReady: 'No update is ready to install.',
    notConfirmed: 'The update was not installed: it was not confirmed in ClaimDesk’s dialog.',
    offline: {
      unsigned:
        'Not installed: {{file}} in {{folder}} has no ClaimDesk signature beside it. Copy the whole release folder, with its .sig files.',
      'not-ours': 'Not installed: the update in {{folder}} is not signed by ClaimDesk’s release key.',
      tampered:
        'Not installed: the update in {{folder}} was changed after it was signed. Copy it again from the release.',
      'not-newer':
        'Not installed: the update in {{folder}} is version {{version}}, not newer than this ClaimDesk ({{current}}).',
      'other-platform':
        'Not installed: {{folder}} holds an update for another system or channel ({{held}}); this computer needs {{file}}.',
      incomplete: 'Not installed: {{folder}} does not hold a whole update ({{file}} is missing or cannot be read).',
    },
    confirm: {
      title: 'Install the update',
      message: 'Install ClaimDesk {{version}} now?',
      detail: 'ClaimDesk closes, installs the new version and starts again. Saved work is kept.',
      install: 'Restart and install',
      cancel: 'Not now',
    },
  },
  recovery: {
    unavailable: 'This desk’s data is not encrypted, so it has no recovery key to issue.',
    restoreUnavailable:
      'This copy of ClaimDesk cannot move a desk here by itself. Ask your administrator (see the IT guide).',
    mistypedLength:
      'The recovery key has {{found}} letters and digits; it should have {{expected}} (seven groups of five). Check it against the paper and type it again.',
    mistypedCharacter:
      'Group {{group}} of the recovery key holds “{{character}}”, which a recovery key never contains. Check that group against the paper.',
    mistypedGroup:
      'Group {{group}} of the recovery key is mistyped (its check does not add up). Check that group against the paper and type it again.',
    wrongKey:
      'This recovery key does not open this backup: it is another desk’s, or an older key replaced since. Nothing was changed.',
    noBackup: 'No backup file was found at {{file}}. Check the path and try again.',
    noEnvelope:
      'The recovery file {{file}} is missing. It is copied beside each backup (same name, ending in .recovery); give it with the backup.',
    damagedEnvelope: 'The recovery file {{file}} is damaged or not a ClaimDesk recovery file. Nothing was changed.',
    damagedBackup:
      'The backup is damaged, or its recovery file belongs to another backup. Nothing was changed. Try an older backup.',
    newerSchema:
      'This backup was written by a newer ClaimDesk (data version {{found}}; this one knows {{known}}). Install the newer ClaimDesk on this PC first. Nothing was changed.',
    folderNotEmpty:
      'The data folder {{folder}} already holds a desk. A backup is moved only into an empty data folder: nothing was changed.',
    failed: 'The desk could not be moved here ({{reason}}). Nothing was kept; try again.',
  },
  setup: {
    notDemo:
      "ClaimDesk already works with the insurer's service. To use the demo instead, clear the service address and the token in Settings.",
    otherAddress:
      'The saved service address ({{saved}}) is not the one your administrator set ({{url}}): this desk does not connect to it. Enrol this desk again: type the access token for {{url}}.',
    fromEnvironment:
      'Your administrator requires this desk to be enrolled on this computer: the token given by {{route}} is not used. Type the access token here to enrol the desk.',
    enrolOnly:
      'Your administrator requires this desk to be enrolled with the insurer: the demo cannot be chosen. Type the access token to enrol the desk.',
  },
  offsite: {
    'folder-missing':
      'the IT folder cannot be found (the network share is not connected, or the USB disk is not plugged in)',
    'not-writable': 'the IT folder does not let this computer write to it',
    full: 'the disk or share of the IT folder is full',
    unreachable: 'the network share did not answer in time',
    'copy-differs': 'the copy read back did not match the backup, so it was removed',
    'no-local-backup': 'no backup could be made on this computer to copy',
    other: 'an unexpected error (the log says more)',
  },
  diagnostics: {
    previewAgain: 'This archive is no longer ready to save. Show what it contains again, then save it.',
    notSent:
      'The diagnostics archive could not be written to the IT folder: {{reason}}. Try again later, or tell your IT administrator.',
    notSaved: 'The diagnostics archive could not be saved ({{reason}}). Choose another folder and try again.',
    saveTitle: 'Save the diagnostics archive',
    zipFiles: 'Zip archive',
    screenKeepsFailing:
      'The ClaimDesk screen failed several times in a row, so ClaimDesk closes. Your saved work is kept. Start ClaimDesk again; if this keeps happening, prepare the diagnostics archive in Settings and send it to your support.',
  },
  forget: {
    word: 'FORGET',
    wrongWord: 'The word typed is not the one shown. Nothing was erased.',
    blocked:
      'Some claims or documents have not reached the insurer yet. Send them or settle them first (Settings lists them); nothing was erased.',
    incomplete:
      'ClaimDesk erased what it could, but these could not be removed: {{paths}}. Close ClaimDesk and delete them, or ask your administrator.',
    unavailable: 'This copy of ClaimDesk cannot forget the device by itself.',
  },
  menu: {
    file: '&File',
    syncNow: 'Sync now',
    settings: 'Settings…',
    exportDiagnostics: 'Export diagnostics…',
    quit: 'Quit ClaimDesk',
    edit: '&Edit',
    view: '&View',
    help: '&Help',
    about: 'About ClaimDesk',
  },
  lock: {
    wrongPin: 'That PIN is not right. Try again.',
    wait: 'Too many wrong PINs. Wait until the time shown, then try again.',
    pinForm: 'A PIN is 4 to 12 digits.',
    who: 'Choose who you are first, then enter your PIN.',
  },
  people: {
    nameTaken: 'Someone at this desk is already called {{name}}. Choose another name.',
    notFound: 'This person is not at this desk any more.',
    retireSelf: 'You cannot retire yourself. Ask a colleague to do it.',
    retireLast: 'The last person of the desk cannot be retired: no one could open it.',
  },
  reports: {
    noSuchBatch: 'No claim on this computer is in batch {{batchNo}}.',
  },
  handover: {
    nothingToHandOver: 'There are no unsent claims (drafts or queued) to hand over; no file was made.',
    inDoubt:
      'These claims are being sent or may already have reached the insurer: {{claims}}. Settle them in the Outbox first (Sync now, or check them with the insurer); no file was made.',
    notAFile: '{{file}} is not a ClaimDesk hand-over file. Nothing was imported.',
    newerVersion:
      '{{file}} was made by another version of ClaimDesk (hand-over format {{version}}); this desk reads format {{supported}}. Update ClaimDesk on both desks, then import it again.',
    wrongPassphrase:
      'The passphrase does not open {{file}}. Type it exactly as it was typed when the file was made. Nothing was imported.',
    damaged:
      '{{file}} was changed or damaged after it was made, so nothing in it was imported. Ask the other desk to save the file again.',
    alreadyImported: 'This file was already imported on this desk on {{date}}. Its claims were not imported again.',
    alreadyTakenBack: 'This desk made this file and already took its claims back on {{date}}. Nothing was changed.',
    claimsPresent:
      'This desk already holds these claims from the file: {{claims}}. A claim is sent from one desk only, so nothing was imported.',
    demoClaims: 'This file holds claims made in the demo; they are never sent to the insurer. Nothing was imported.',
    demoDesk: 'This desk runs the demo: claims for the insurer are not imported into it. Nothing was imported.',
    handedOver:
      'This claim was handed to another desk on {{date}} and is sent from there. To take it back, import the same hand-over file on this desk.',
    noFile: 'This desk no longer holds that hand-over file.',
    uploadTooLarge:
      'The file is larger than the {{limit}} this desk takes in for a hand-over (Settings › Hand claims to another desk); nothing was imported.',
    uploadAgain: 'The file did not arrive whole. Choose it and import it again.',
    claim: '{{member}} ({{date}})',
  },
  followUp: {
    notRefused:
      'Only a claim the insurer turned down after receiving it can be resubmitted as a new claim. Refresh the list of claims.',
    alreadyResubmitted:
      'This claim was already copied into a new claim. Open that claim in the outbox to correct and send it.',
  },
  /** A machine-wide desk's folder, checked at start (main/desk/machine/machine-folder.ts). */
  machine: {
    missing:
      'ClaimDesk is set up as one desk for this computer, but its folder {{dir}} is missing. IT makes it with the ClaimDesk package (or: sudo groupadd --system {{group}}; sudo install -d -m 2770 -g {{group}} {{dir}}).',
    openToOthers:
      'ClaimDesk will not open the desk in {{dir}}: the folder lets every account of this computer in (mode {{mode}}). Nothing was read. IT must make it 2770 (sudo chmod 2770 {{dir}}).',
    notShared:
      'ClaimDesk will not open the desk in {{dir}}: the folder is not shared with its group (set-group-id). Nothing was read. IT must make it 2770 (sudo chmod 2770 {{dir}}).',
    notInGroup:
      'This account may not open the desk of this computer: it is not in the group that may (group id {{gid}}, “{{group}}” as the package makes it). IT adds it (sudo usermod -aG {{group}} {{account}}); then sign out and in again.',
    windowsMissing:
      'ClaimDesk is set up as one desk for this computer, but its folder {{dir}} is missing or unreadable. IT repairs it by running the ClaimDesk installer again (per machine).',
    windowsOpen:
      'ClaimDesk will not open the desk in {{dir}}: its permissions let {{who}} in. Nothing was read. IT repairs it by running the ClaimDesk installer again (per machine).',
    windowsInherits:
      'ClaimDesk will not open the desk in {{dir}}: the folder inherits the permissions of the folder above it. Nothing was read. IT repairs it by running the ClaimDesk installer again (per machine).',
    policyRefused:
      '{{policy}}. This computer has a desk for all its accounts ({{dir}}): ClaimDesk does not start until IT corrects the policy file.',
  },
} as const;
