-- 课程介绍 is rich text (the console's rich-text editor, sanitised HTML), but it used to be typed
-- in a plain textarea and stored through the sanitiser: line breaks vanished on the portal and
-- `&` showed as `&amp;` in the console. A description without any block element is such typed
-- text: each of its lines becomes a paragraph, so what its author wrote keeps its meaning (the
-- text was escaped by the sanitiser already; a bare `&` or `<` left by other writers is escaped
-- here). Descriptions with paragraphs, headings or lists are rich text already and stay as they are.
UPDATE "courses"
SET "description" = COALESCE(
  (SELECT string_agg('<p>' || btrim(lines.line) || '</p>', '' ORDER BY lines.n)
     FROM regexp_split_to_table(
            regexp_replace(
              regexp_replace("courses"."description",
                '&(?![A-Za-z][A-Za-z0-9]*;|#[0-9]+;|#[xX][0-9A-Fa-f]+;)', '&amp;', 'g'),
              '<(?![A-Za-z/!])', '&lt;', 'g'),
            E'\r?\n') WITH ORDINALITY AS lines(line, n)
    WHERE btrim(lines.line) <> ''),
  '')
WHERE "description" ~ '\S'
  AND "description" !~* '<(p|h[1-6]|ul|ol|li|blockquote|pre|table|figure|hr|div)[\s>/]';
