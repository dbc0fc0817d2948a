; ClaimDesk's additions to electron-builder's NSIS installer (included as build/installer.nsh).
; A per-machine install ("anyone who uses this computer", /allusers) prepares a machine-wide desk
; (docs/it-guide.md, "One desk per PC or one per account"), used when the policy file says
; "desk": { "scope": "machine" }:
; - the local group "ClaimDesk Users" (IT adds the receptionists' accounts to it);
; - %ProgramData%\ClaimDesk: SYSTEM and Administrators full control, the group read only (the policy file lives there);
; - %ProgramData%\ClaimDesk\Desk: SYSTEM and Administrators full control, the group modify;
;   inheritance off on both, so that the Users and Everyone entries of %ProgramData% do not reach them.
; The app checks this ACL at every start and refuses a folder open to Everyone, Users or Authenticated Users.
; A per-user install changes nothing here. Well-known SIDs, not names: names are translated on non-English Windows.

!macro customInstall
  ${if} $installMode == "all"
    ReadEnvStr $0 ProgramData
    nsExec::ExecToLog 'net localgroup "ClaimDesk Users" /add /comment:"Accounts that open this PC$\'s ClaimDesk desk"'
    Pop $1
    CreateDirectory "$0\ClaimDesk\Desk"
    nsExec::ExecToLog 'icacls "$0\ClaimDesk" /inheritance:r /grant:r *S-1-5-18:(OI)(CI)F *S-1-5-32-544:(OI)(CI)F "ClaimDesk Users:(OI)(CI)RX"'
    Pop $1
    nsExec::ExecToLog 'icacls "$0\ClaimDesk\Desk" /inheritance:r /grant:r *S-1-5-18:(OI)(CI)F *S-1-5-32-544:(OI)(CI)F "ClaimDesk Users:(OI)(CI)M"'
    Pop $1
  ${endif}
!macroend

; Uninstalling never erases a desk: `ClaimDesk.exe --purge` does that first (docs/it-guide.md, "Uninstall and
; decommission"). Here only the empty folder goes, and with it the group, when the uninstall is not an update.
!macro customUnInstall
  ${if} $installMode == "all"
  ${andIfNot} ${isUpdated}
    ReadEnvStr $0 ProgramData
    RMDir "$0\ClaimDesk\Desk"
    ${ifNot} ${FileExists} "$0\ClaimDesk\Desk\*.*"
      nsExec::ExecToLog 'net localgroup "ClaimDesk Users" /delete'
      Pop $1
    ${endif}
  ${endif}
!macroend
