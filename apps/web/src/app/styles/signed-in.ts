// The whole of Mantine's sheet, in its layer: loaded with the first signed-in screen (router.tsx), which
// draws tables, tabs, menus, pickers and the rest. Rules already sent by first-paint.ts repeat harmlessly.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
// The scripts' 600 faces for their bold (guest pages embolden the 400 face: fonts.css, issue 25).
import './fonts-bold.css';
