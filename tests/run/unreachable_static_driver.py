from unreachable_static import checking, if_false, if_true, platform_and, platform_or, startswith

print(platform_and(), platform_or(), if_false(1), if_true(3), startswith(), checking(4))
