/** The settings tabs, in order; shared by the server page (reads ?tab=) and the client view. */
export const SETTINGS_TABS = ["account", "profile", "password", "social", "delete"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export function settingsTab(value: string | undefined): SettingsTab {
  return SETTINGS_TABS.find((tab) => tab === value) ?? "account";
}
