import {
  checkmarkRecipe,
  codeRecipe,
  dialogSlotRecipe,
  fieldsetSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  sliderSlotRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the components only the signed-in screens use (forms beyond sign-in, menus, dialogs, tabs,
 * sliders…), out of the public pages' bundle: theme.ts's `loadAppRecipes` adds them to the system with the app's words.
 */
export const appRecipes = {
  code: codeRecipe,
  textarea: textareaRecipe,
  checkmark: checkmarkRecipe,
  radiomark: radiomarkRecipe,
};

export const appSlotRecipes = {
  dialog: dialogSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  slider: sliderSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
};
