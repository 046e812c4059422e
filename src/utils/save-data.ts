interface NetworkInformationLike {
  saveData?: boolean
}

/** The user's connection asks to save data (`navigator.connection.saveData`): fetch nothing early. */
export function savesData(): boolean {
  if (typeof navigator === 'undefined') return false
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection
  return connection?.saveData === true
}
