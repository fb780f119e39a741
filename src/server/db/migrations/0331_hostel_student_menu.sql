-- Students reach /hostel from their side menu (issue 23). Databases seeded before this get the
-- entry here; a fresh one gets it from the seed's menus (seed/identity.ts), which skips it then.
INSERT INTO menu_items (name, title, sort_order)
  SELECT 'hostel', 'Hostel', max(sort_order) + 1 FROM menu_items HAVING count(*) > 0
  ON CONFLICT (name) DO NOTHING;
INSERT INTO role_menus (role_id, menu_item_id)
  SELECT r.id, m.id FROM roles r, menu_items m WHERE r.name = 'student' AND m.name = 'hostel'
  ON CONFLICT DO NOTHING;
